import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "./Field";
import { Input } from "./Input";
import { Label } from "./Label";
import { Textarea } from "./Textarea";

const meta = {
  title: "Primitives/Input",
  component: Input,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `Text controls: \`Input\`, \`Textarea\`, \`Label\`, and \`Field\`, which wires a label, a hint and an error to its control.

All controls share \`controlClass\`, so they look alike (also the \`Select\` trigger). \`Field\` marks its control
\`required\` (with a visual '*'), sets \`aria-invalid\` and \`aria-describedby\` for \`error\` and \`hint\`, and generates
the id. Pass the control as a render function or as \`control\`.

\`\`\`tsx
<Field label="Title" required hint="Keep it short and specific.">
  {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
</Field>
<Field label="Domain" error="Please enter a valid domain" control={<Input defaultValue="shop" />} />
\`\`\``,
      },
    },
  },
  args: { onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Input, Textarea, Label and Field side by side: plain, required, hint, error, disabled, read-only. */
export const All: Story = {
  render: (args) => (
    <div className="grid max-w-3xl grid-cols-2 gap-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="plain">Plain label</Label>
        <Input id="plain" placeholder="Enter Access Code" onChange={args.onChange} />
      </div>
      <Field label="Title" required hint="Keep it short and specific.">
        {(control) => <Input {...control} placeholder="A short summary" />}
      </Field>
      <Field
        label="Domain"
        required
        error="Please enter a valid domain"
        control={<Input defaultValue="not a domain" />}
      />
      <Field label="Description" required>
        {(control) => <Textarea {...control} placeholder="Describe your idea" />}
      </Field>
      <Field label="Disabled" control={<Input disabled defaultValue="Can't touch this" />} />
      <Field label="Last Reset" control={<Input readOnly value="Never" />} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plain = canvas.getByLabelText("Plain label");
    await userEvent.type(plain, "abc");
    await expect(plain).toHaveValue("abc");
    await expect(args.onChange).toHaveBeenCalledTimes(3);

    const title = canvas.getByRole("textbox", { name: "Title" });
    await expect(title).toBeRequired();
    await expect(title).toHaveAccessibleDescription("Keep it short and specific.");
    await expect(title).not.toHaveAttribute("aria-invalid");

    const domain = canvas.getByRole("textbox", { name: "Domain" });
    await expect(domain).toHaveAttribute("aria-invalid", "true");
    await expect(domain).toHaveAccessibleDescription("Please enter a valid domain");

    await expect(canvas.getByRole("textbox", { name: "Description" }).tagName).toBe("TEXTAREA");
    await expect(canvas.getByRole("textbox", { name: "Disabled" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Last Reset" })).toHaveAttribute("readonly");
    // The '*' is visual only: the accessible name stays the label docs/product.md names.
    await expect(canvas.getAllByText("*")).toHaveLength(3);
  },
};
