import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, RefreshCw } from "lucide-react";
import { expect, within } from "storybook/test";
import { Badge } from "./Badge";
import { Button } from "./Button";
import { PageHeader } from "./PageHeader";

const meta = {
  title: "Primitives/PageHeader",
  component: PageHeader,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `The top of every dashboard page: the page's \`h1\`, a subtitle, an optional badge beside the title and actions on the right.

On small screens the actions move below the title.

\`\`\`tsx
<PageHeader
  title="Orders"
  subtitle="Track every order your bot handled"
  badge={<Badge tone="info">12 Orders</Badge>}
  actions={<Button variant="secondary">Refresh</Button>}
/>
\`\`\``,
      },
    },
  },
  args: { title: "Orders" },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page has one h1; the story stacks four headers only to show every combination in one shot. */
export const All: Story = {
  render: () => (
    <div className="flex max-w-4xl flex-col gap-8">
      <PageHeader
        title="Orders"
        subtitle="Track and manage Discord boost orders"
        badge={<Badge tone="info">1,204 Orders</Badge>}
      />
      <PageHeader
        title="Admin Logs"
        subtitle="Monitor user activities and system events"
        badge={<Badge>318 entries</Badge>}
        actions={
          <Button variant="secondary">
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
        }
      />
      <PageHeader
        title="Suggestions"
        actions={
          <Button>
            <Plus aria-hidden="true" /> New Suggestion
          </Button>
        }
      />
      <PageHeader title="Settings" subtitle="Manage your account and security settings" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Orders",
      "Admin Logs",
      "Suggestions",
      "Settings",
    ]);
    await expect(canvas.getByText("Track and manage Discord boost orders")).toBeVisible();
    await expect(canvas.getByText("1,204 Orders")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "New Suggestion" })).toBeVisible();
  },
};
