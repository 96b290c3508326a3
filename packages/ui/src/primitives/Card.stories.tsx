import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "./Badge";
import { Button } from "./Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

const meta = {
  title: "Primitives/Card",
  component: Card,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A surface panel for a group of content: compose \`Card\` with \`CardHeader\` (\`CardTitle\`, \`CardDescription\`), \`CardContent\` and \`CardFooter\`.

\`CardTitle\` is an \`h2\` by default (cards sit under the page's \`h1\`); pass \`as="h3"\` to keep the heading outline
in order when a card sits inside a section.

\`\`\`tsx
<Card>
  <CardHeader>
    <CardTitle>Access Code Management</CardTitle>
    <CardDescription>The code you sign in to the dashboard with</CardDescription>
  </CardHeader>
  <CardContent>...</CardContent>
  <CardFooter><Button>Reset Access Code</Button></CardFooter>
</Card>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="grid max-w-4xl grid-cols-2 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Add New Domain</CardTitle>
          <CardDescription>Point a subdomain you own at your store.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm">Content sits here with the card's padding.</p>
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="secondary">Cancel</Button>
          <Button>Add Domain</Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>Community Suggestions</CardTitle>
          <Badge>3</Badge>
        </CardHeader>
        <CardContent className="text-sm text-muted">A header with a badge, no footer.</CardContent>
      </Card>
      <Card>
        <CardContent className="text-sm">Content only.</CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-5">
          <CardTitle as="h3">Header only (h3)</CardTitle>
          <CardDescription>For a card nested under another titled section.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Add New Domain" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Header only (h3)" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add Domain" })).toBeEnabled();
    await expect(canvasElement.querySelectorAll('[data-slot="card"]')).toHaveLength(4);
  },
};
