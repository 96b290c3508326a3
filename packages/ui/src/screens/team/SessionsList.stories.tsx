import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import { createSession, createSessionList } from "@boostdash/api-client/sessions/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { SessionsList } from "./SessionsList";

const sessions = createSessionList();
const [current, phone, laptop] = sessions;

const meta = {
  title: "Screens/Team/SessionsList",
  component: SessionsList,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "A person's sessions on the Team screen: each device with when it signed in and when it was last seen, this device marked, End on the others and End all other sessions; the owner's view of a member's.\n\nStates: one session, several, ending one, ending the others, a member's, loading, a failed end, a failed load, on a phone.",
    ),
  },
  args: {
    sessions,
    now: MOCK_NOW,
    timeZone: "UTC",
    onEnd: fn(),
    onEndOthers: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SessionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneSession: Story = {
  args: { sessions: [createSession({ device: "Chrome on Linux", current: true, lastSeenAt: MOCK_NOW })] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("region", { name: "Your sessions" }));
    await expect(
      list.getByText("Where you are signed in. Ending a session signs that device out at its next request."),
    ).toBeVisible();
    await expect(list.getByText("Chrome on Linux")).toBeVisible();
    await expect(list.getByText("This device")).toBeVisible();
    await expect(list.getByText("Chrome on Linux").closest("li")).toHaveTextContent("Active now");
    // Nothing to end but this one, which is signed out from the menu.
    await expect(list.queryByRole("button")).toBeNull();
  },
};

export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole("region", { name: "Your sessions" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(3);
    await expect(list.getByText("Safari on iPhone")).toBeVisible();
    await expect(list.getByText("Firefox on Windows")).toBeVisible();
    const row = (device: string) => list.getByText(device).closest("li");
    await expect(row("Safari on iPhone")).toHaveTextContent("Last seen 1h ago");
    await expect(row("Firefox on Windows")).toHaveTextContent("Last seen 6d ago");
    await expect(row("Chrome on Linux")).toHaveTextContent("Signed in Jan 12, 2026");
    await expect(row("Chrome on Linux")).toHaveTextContent("Active now");
    await expect(list.getByText("This device")).toBeVisible();
    await userEvent.click(list.getByRole("button", { name: "End session: Safari on iPhone" }));
    await expect(args.onEnd).toHaveBeenCalledWith(phone?.id);
    await userEvent.click(list.getByRole("button", { name: "End all other sessions" }));
    await expect(args.onEndOthers).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EndingOne: Story = {
  args: { pending: phone?.id ?? null },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByRole("button", { name: "Ending..." })).toBeDisabled();
    await expect(list.getByRole("button", { name: "End session: Firefox on Windows" })).toBeDisabled();
    await expect(list.getByRole("button", { name: "End all other sessions" })).toBeDisabled();
  },
};

export const EndingOthers: Story = {
  args: { pending: "others" },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByRole("button", { name: "Ending sessions..." })).toBeDisabled();
    await expect(list.getAllByRole("button", { name: "Ending..." })).toHaveLength(2);
  },
};

export const MemberSessions: Story = {
  args: {
    member: true,
    title: "Ana's sessions",
    sessions: [
      createSession({ device: "Edge on Windows", lastSeenAt: MOCK_NOW }),
      createSession({ device: "Chrome on Android", lastSeenAt: laptop?.lastSeenAt ?? MOCK_NOW }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole("region", { name: "Ana's sessions" }));
    await expect(
      list.getByText(
        "Where this member is signed in. Ending a session signs that device out at its next request.",
      ),
    ).toBeVisible();
    await expect(list.queryByText("This device")).toBeNull();
    await expect(list.getByRole("button", { name: "End session: Edge on Windows" })).toBeEnabled();
    await userEvent.click(list.getByRole("button", { name: "End all sessions" }));
    await expect(args.onEndOthers).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { sessions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading sessions...")).toBeVisible();
  },
};

export const EndFailed: Story = {
  args: { error: "Session not found." },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole("alert"));
    await expect(alert.getByText("Sessions could not be changed")).toBeVisible();
    await expect(alert.getByText("Session not found.")).toBeVisible();
    await expect(within(canvasElement).getByText(current?.device ?? "")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { sessions: undefined, error: "Internal server error" },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole("alert"));
    await expect(alert.getByText("Sessions could not be loaded")).toBeVisible();
    await expect(alert.getByText("Internal server error")).toBeVisible();
    await userEvent.click(alert.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByText("Firefox on Windows")).toBeVisible();
    await expect(list.getByRole("button", { name: "End all other sessions" })).toBeVisible();
  },
};
