import type { OrderStatusFilter } from "@boostdash/api-client/orders/rules";
import { memo } from "react";
import { cn } from "../../lib/cn";
import { SearchInput } from "../../primitives/SearchInput";
import { Select } from "../../primitives/Select";
import { orderStatusOptions } from "./orderStatus";

export interface OrderFilterValues {
  query: string;
  status: OrderStatusFilter;
  /**
   * Only orders with an open replacement request: the filter's last option, "Replacement requested"
   * (docs/decisions.md#replacements-the-sellers-screens). It keeps every status.
   */
  replacement?: boolean;
}

/** The replacement filter's option, and its value in the page's address (`?replacement=requested`). */
export const replacementFilter = {
  value: "replacement",
  label: "Replacement requested",
  param: "requested",
} as const;

const filterOptions = [
  ...orderStatusOptions,
  { value: replacementFilter.value, label: replacementFilter.label },
];

export const noOrderFilters: OrderFilterValues = { query: "", status: "all" };

export function isOrderStatusFilter(value: string | null | undefined): value is OrderStatusFilter {
  return orderStatusOptions.some((option) => option.value === value);
}

export interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
}

/** 'Search orders...' and the status filter (docs/product.md#orders). */
export const OrderFilters = memo(function OrderFilters({ values, onChange }: OrderFiltersProps) {
  return (
    <div
      className={cn(
        "grid grid-cols-1 gap-3",
        // The replacement filter's words need a wider list than a status's; only while it is chosen, so the bar is
        // as it was otherwise.
        values.replacement ? "sm:grid-cols-[minmax(0,1fr)_14rem]" : "sm:grid-cols-[minmax(0,1fr)_12rem]",
      )}
    >
      <SearchInput
        aria-label="Search orders"
        placeholder="Search orders..."
        value={values.query}
        maxLength={200}
        onChange={(event) => onChange({ ...values, query: event.target.value })}
      />
      <Select
        aria-label="Filter by status"
        options={filterOptions}
        value={values.replacement ? replacementFilter.value : values.status}
        onValueChange={(value) => {
          if (value === replacementFilter.value) onChange({ ...values, status: "all", replacement: true });
          else if (isOrderStatusFilter(value)) onChange({ query: values.query, status: value });
        }}
      />
    </div>
  );
});
