import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheck, Clock, Loader2, XCircle } from "lucide-react";
import { expect, within } from "storybook/test";
import { statusToneClasses } from "../lib/tones";
import { variantArgType } from "../stories/argTypes";
import { Badge } from "./Badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  tags: ["autodocs"],
  argTypes: {
    tone: variantArgType(
      "The colour, from the theme's status tokens.",
      Object.keys(statusToneClasses),
      "neutral",
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `A short status word in a pill: an order's status, a domain's DNS state, a count beside a page title.

**Tones** (\`tone\`): \`success\`, \`warning\`, \`danger\`, \`info\`, \`neutral\` (default). Each is a theme token pair chosen
to pass colour contrast on \`surface\`. An optional decorative \`icon\` goes before the text; \`spinning\` turns it
(a pending check). The text carries the meaning: icons are hidden from assistive tech.

\`\`\`tsx
<Badge tone="success" icon={<CircleCheck />}>Active</Badge>
<Badge tone="info" data-testid="orders-count">12 orders</Badge>
\`\`\``,
      },
    },
  },
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
