import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LoadingState, Skeleton } from "./LoadingState";

const meta = {
  title: "Primitives/LoadingState",
  component: LoadingState,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A spinner with what is loading ('Loading orders...'), announced politely (a \`status\` role); \`Skeleton\` is a decorative placeholder block.

Screens do not place it themselves for their first load: \`ScreenStatusBody\` shows it under the page header.

\`\`\`tsx
<LoadingState text="Loading your dashboard..." className="min-h-[40vh]" />
<Skeleton className="h-6 w-32" />
\`\`\``,
      },
    },
  },
  args: { text: "Loading your dashboard..." },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      <LoadingState text="Loading your dashboard..." />
      <div className="rounded-xl border border-border bg-surface">
        <LoadingState text="Loading orders..." />
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-3">
          <Skeleton className="h-20 flex-1 rounded-xl" />
          <Skeleton className="h-20 flex-1 rounded-xl" />
          <Skeleton className="h-20 flex-1 rounded-xl" />
        </div>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole("status");
    await expect(statuses.map((s) => s.textContent)).toEqual([
      "Loading your dashboard...",
      "Loading orders...",
    ]);
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]')).toHaveLength(
      6,
    );
  },
};
