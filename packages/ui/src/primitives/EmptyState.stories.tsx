import type { Meta, StoryObj } from "@storybook/react-vite";
import { Activity, Bug, Globe, Lightbulb, SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button";
import { Empty, EmptyActions, EmptyDescription, EmptyIcon, EmptyState, EmptyTitle } from "./EmptyState";

const createFirst = fn();

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `What a list shows when it has nothing: an icon, a title, a sentence and an optional action.

\`EmptyState\` assembles the compound pieces (\`Empty\`, \`EmptyIcon\`, \`EmptyTitle\`, \`EmptyDescription\`,
\`EmptyActions\`, after shadcn's Empty); use the pieces for a different shape. The title is a paragraph, not a
heading, so it never breaks the page's heading outline. A screen's failed load uses the same look through
\`ScreenStatusBody\`.

\`\`\`tsx
<EmptyState
  icon={<Lightbulb />}
  title="No suggestions yet"
  description="Be the first to share an idea for the platform."
  action={<Button onClick={openForm}>Create First Suggestion</Button>}
/>
\`\`\``,
      },
    },
  },
  args: { title: "No recent activity", description: "Activity will appear here when available" },
  beforeEach: () => {
    createFirst.mockClear();
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="grid max-w-6xl grid-cols-3 gap-4">
      <EmptyState
        icon={<Activity />}
        title="No recent activity"
        description="Activity will appear here when available"
      />
      <EmptyState
        icon={<Globe />}
        title="No domains added yet"
        description="Add your first custom domain to get started"
      />
      <EmptyState
        icon={<Lightbulb />}
        title="No suggestions yet"
        action={<Button onClick={createFirst}>Create First Suggestion</Button>}
      />
      <EmptyState
        icon={<SearchX />}
        title="No matching orders"
        description="Try adjusting your search or filter criteria"
      />
      <Empty className="col-span-2">
        <EmptyIcon className="border-success/30 bg-success-bg text-success">
          <Bug />
        </EmptyIcon>
        <EmptyTitle>No bug reports yet</EmptyTitle>
        <EmptyDescription>Great! No bugs have been reported. Help us keep it that way!</EmptyDescription>
        <EmptyActions>
          <Button variant="secondary">Report First Bug</Button>
        </EmptyActions>
      </Empty>
      <EmptyState title="Title only" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No recent activity")).toBeVisible();
    await expect(canvas.getByText("Activity will appear here when available")).toBeVisible();
    await expect(canvas.getByText("Add your first custom domain to get started")).toBeVisible();
    await expect(
      canvas.getByText("Great! No bugs have been reported. Help us keep it that way!"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create First Suggestion" }));
    await expect(createFirst).toHaveBeenCalledOnce();
  },
};
