import { Check, ChevronDown } from "lucide-react";
import { Portal, Select as SelectPrimitive } from "radix-ui";
import { useId, useState } from "react";
import { cn } from "../lib/cn";
import { controlClass } from "./Input";
import { Label } from "./Label";

export type SelectOption = { value: string; label: string };

export type SelectProps = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** A visible label above the trigger; without it pass `aria-label`. */
  label?: string;
  "aria-label"?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
};

/** A keyboard-usable dropdown (Radix Select): Enter/Space/arrows open it, arrows move, Enter picks. */
export function Select({
  value,
  defaultValue,
  onValueChange,
  options,
  placeholder,
  label,
  "aria-label": ariaLabel,
  id,
  name,
  disabled,
  className,
}: SelectProps) {
  const generated = useId();
  const triggerId = id ?? generated;
  const [open, setOpen] = useState(false);
  const select = (
    <SelectPrimitive.Root
      open={open}
      onOpenChange={setOpen}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        id={triggerId}
        aria-label={label ? undefined : ariaLabel}
        data-slot="select-trigger"
        className={cn(
          controlClass,
          "flex h-10 items-center justify-between gap-2 py-2 text-left data-[placeholder]:text-muted [&>span]:truncate",
          label ? undefined : className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {/*
       * While open the list is modal (Radix traps focus and blocks outside pointer events). This
       * transparent layer shows that to axe too, which otherwise flags the aria-hidden trigger.
       */}
      {open ? (
        <Portal.Root>
          <div
            data-slot="select-backdrop"
            aria-hidden="true"
            className="pointer-events-auto fixed inset-0 z-40"
          />
        </Portal.Root>
      ) : null}
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface-2 text-fg shadow-xl shadow-black/40 data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                data-slot="select-item"
                className="relative flex cursor-default select-none items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-border data-[highlighted]:text-fg"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4 text-accent" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
  if (!label) return select;
  return (
    <div data-slot="select-field" className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={triggerId}>{label}</Label>
      {select}
    </div>
  );
}
