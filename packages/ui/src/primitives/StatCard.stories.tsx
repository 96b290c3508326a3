import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bug, CircleCheck, Clock, Package, Rocket, TrendingUp } from "lucide-react";
import { expect, within } from "storybook/test";
import { toneClasses } from "../lib/tones";
import { variantArgType } from "../stories/argTypes";
import { StatCard } from "./StatCard";

const meta = {
  title: "Primitives/StatCard",
  component: StatCard,
  tags: ["autodocs"],
  argTypes: {
    tone: variantArgType("The icon tile's colour.", Object.keys(toneClasses), "primary"),
  },
  parameters: {
    docs: {
      description: {
        component: `A figure with its title and an icon: the summary rows of Home, Orders, Admin Logs and the community screens.

**Tones** (\`tone\`) colour the icon's tile: \`primary\` (default), \`success\`, \`warning\`, \`danger\`, \`info\`,
\`neutral\`. Numbers get thousands separators ('12,345'); strings ('87%') are shown as given. \`compactStat\` is the
class for the denser two-column rows on phones.

\`\`\`tsx
<StatCard title="Total Orders" value={1234} icon={<ShoppingBag />} tone="primary" />
<StatCard title="New Orders" value={3} subtitle="In the last hour" icon={<Clock />} tone="info" />
\`\`\``,
      },
    },
  },
  args: { title: "Total Orders", value: 12345 },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="grid max-w-5xl grid-cols-3 gap-4">
      <StatCard title="Total Orders" value={12345} icon={<Package />} />
      <StatCard title="New Orders" value={7} subtitle="In the last hour" icon={<Clock />} tone="info" />
      <StatCard title="Boosts (24h)" value={1048576} icon={<Rocket />} tone="success" />
      <StatCard title="Success Rate" value="87%" icon={<TrendingUp />} tone="warning" />
      <StatCard title="Critical" value={0} icon={<Bug />} tone="danger" />
      <StatCard title="Completed" value={950} icon={<CircleCheck />} tone="neutral" />
      <StatCard title="No icon" value={42} subtitle="Plain" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("12,345")).toBeVisible();
    await expect(canvas.getByText("1,048,576")).toBeVisible();
    await expect(canvas.getByText("87%")).toBeVisible();
    await expect(canvas.getByText("In the last hour")).toBeVisible();
    await expect(canvas.getByText("Boosts (24h)")).toBeVisible();
  },
};
