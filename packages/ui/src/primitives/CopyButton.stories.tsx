import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { stubClipboard, writeText } from "../stories/clipboard";
import { COPIED_MS, CopyButton } from "./CopyButton";

const meta = {
  title: "Primitives/CopyButton",
  component: CopyButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `Copies a value to the clipboard and shows a check for two seconds (\`COPIED_MS\`).

Takes every \`Button\` prop but \`onClick\` (variant \`secondary\`, size \`icon\` by default). \`label\` is its accessible
name; \`onCopied\` and \`onError\` let the app toast the outcome (a refused clipboard calls \`onError\`).

\`\`\`tsx
<CopyButton value={domain.host} label="Copy Value/Target" onCopied={() => toast.success("Copied!")} />
\`\`\``,
      },
    },
  },
  args: {
    value: "boost.example.com",
    label: "Copy Value/Target",
    copiedMs: COPIED_MS,
    onCopied: fn(),
    onError: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The DNS rows of the Custom Domain page, one just copied (check), plus secondary and disabled. */
export const All: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-3">
      {[
        { name: "Name/Host", value: "shop.example.com" },
        { name: "Value/Target", value: args.value },
      ].map((row) => (
        <div key={row.name} className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted">{row.name}</span>
          <div className="flex items-center gap-2 rounded-md border border-border bg-surface-2 py-1 pr-1 pl-3 font-mono text-sm">
            <span className="flex-1 truncate">{row.value}</span>
            {/* Long enough that the check is still showing when the screenshot is taken. */}
            <CopyButton {...args} value={row.value} label={`Copy ${row.name}`} copiedMs={60_000} />
          </div>
        </div>
      ))}
      <div className="flex gap-2">
        <CopyButton {...args} label="Copy (secondary)" variant="secondary" />
        <CopyButton {...args} label="Copy (disabled)" disabled />
      </div>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Copy Name/Host" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Copy (disabled)" })).toBeDisabled();
    const target = canvas.getByRole("button", { name: "Copy Value/Target" });
    await userEvent.click(target);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith("boost.example.com"));
    await expect(target).toHaveAttribute("data-copied", "true");
    await expect(canvas.getByRole("button", { name: "Copy Name/Host" })).not.toHaveAttribute("data-copied");
  },
};

export const Copies: Story = {
  // Long enough that the check is still showing when the screenshot is taken on a busy host (two seconds were not).
  args: { copiedMs: 60_000 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Copy Value/Target" });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith("boost.example.com");
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith("boost.example.com"));
    await expect(button).toHaveAttribute("data-copied", "true");
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const ClipboardFails: Story = {
  beforeEach: () =>
    stubClipboard(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    }),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Copy Value/Target" });
    await userEvent.click(button);
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute("data-copied");
  },
};
