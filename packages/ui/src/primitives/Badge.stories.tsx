import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheck, Clock, Loader2, XCircle } from "lucide-react";
import { expect, within } from "storybook/test";
import { Badge } from "./Badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Pending" },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = ["success", "warning", "danger", "info", "neutral"] as const;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Badge tone="success" icon={<CircleCheck />}>
          Active
        </Badge>
        <Badge tone="warning" icon={<Loader2 />} spinning>
          Pending
        </Badge>
        <Badge tone="danger" icon={<XCircle />}>
          Failed
        </Badge>
        <Badge tone="info" icon={<Clock />}>
          Open
        </Badge>
        <Badge>0/1 Domains</Badge>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of tones) {
      await expect(canvas.getByText(tone)).toHaveAttribute("data-tone", tone);
    }
    await expect(canvas.getByText("0/1 Domains")).toHaveAttribute("data-tone", "neutral");
    const pending = canvas.getByText("Pending");
    await expect(pending.querySelector(".animate-spin")).not.toBeNull();
    await expect(canvas.getByText("Active").querySelector(".animate-spin")).toBeNull();
  },
};
