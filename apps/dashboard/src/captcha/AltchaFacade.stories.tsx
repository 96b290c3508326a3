import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AltchaFacade } from "./AltchaFacade";

const meta = {
  title: "Screens/Login/AltchaFacade",
  component: AltchaFacade,
  args: { onTick: fn(), onFocusChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[330px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AltchaFacade>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ALTCHA box before anyone has touched the page: drawn by us, the widget's code not loaded yet. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "I'm not a robot" });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText("Protected by ALTCHA")).toBeVisible();
    await expect(canvas.getByTestId("altcha-facade")).toHaveAttribute("aria-busy", "false");
    // Ticking by its label, as a person does: it asks for the widget and stays unticked (the widget ticks itself).
    await userEvent.click(canvas.getByText("I'm not a robot"));
    await expect(args.onTick).toHaveBeenCalledTimes(1);
    await expect(box).not.toBeChecked();
    await expect(args.onFocusChange).toHaveBeenCalledWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Ticked: the widget's code is on its way and will verify at once; the box spins and takes no second tick. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("altcha-facade")).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector(".animate-spin")).not.toBeNull();
    const box = canvas.getByRole("checkbox", { name: "I'm not a robot" });
    await expect(box).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(box);
    await expect(args.onTick).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
