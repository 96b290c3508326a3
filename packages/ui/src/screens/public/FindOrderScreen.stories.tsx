import type { FindOrderPageData, FindOrderView } from "@boostdash/api-client/public/findOrder";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoSidewaysScroll, publicScreenMeta } from "../../stories/publicPages";
import { screenDocs } from "../../stories/screenDocs";
import { FindOrderScreen } from "./FindOrderScreen";
import { LanguageLinks } from "./LanguageLinks";

const GUILD = "123456789012345678";
const TOKEN = "Zm9yLXRoZS1zdG9yeS1vbmx5LW5vdC1hLXJlYWwtdG9rZW4";
const FORM_ACTION = `/api/${GUILD}/find-order`;

const data = (view: FindOrderView): FindOrderPageData => ({
  guildId: GUILD,
  storeName: "Nova Boosts",
  color: "#5865F2",
  view,
});

const ORDERS = [
  {
    orderId: "NB-2041",
    createdAt: Date.UTC(2026, 0, 15, 11, 20),
    stock: "oneMonthBoosts.txt",
    amount: 14,
    status: "completed",
  },
  {
    orderId: "NB-1977",
    createdAt: Date.UTC(2025, 11, 2, 9, 5),
    stock: "threeMonthBoosts.txt",
    amount: 1400,
    status: "partial",
  },
  {
    orderId: "NB-1802",
    createdAt: Date.UTC(2025, 10, 20, 18, 45),
    stock: "oneMonthNitroTokens.txt",
    amount: 2,
    status: "pending",
  },
];

const meta = {
  title: "Screens/Public/FindOrder",
  component: FindOrderScreen,
  ...publicScreenMeta,
  tags: ["autodocs"],
  parameters: {
    ...publicScreenMeta.parameters,
    docs: screenDocs(
      "Find my order (public, no sign-in): a customer types the email they ordered with and receives a link, valid once for 15 minutes, to the list of their orders in that store. Every state is the server's answer to one request and works without script: its forms post as a browser posts a form.\n\nStates: the form, the answer (the same whether or not the email is known), a malformed email, too many requests, the mailed link's button, the list of orders, a link expired or already used; each in English, in German and in German on a phone.",
    ),
  },
  args: { data: data({ kind: "form" }), languages: <LanguageLinks /> },
} satisfies Meta<typeof FindOrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a state shows in one language: its heading, its words, and the control that leads on (if any). */
interface Expected {
  title: string;
  texts: string[];
  button?: string;
  link?: { name: string; href: string };
  /** The error under the email field, announced. */
  alert?: string;
}

/** One story of a state in one language: the exact words, where its form posts, and the language links. */
function stateStory(view: FindOrderView, locale: PublicLocale, expected: Expected): Story {
  const lang = `?lang=${locale}`;
  return {
    parameters: { locale },
    args: { data: data(view) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { level: 1, name: expected.title })).toBeVisible();
      await expect(canvas.getByText("Nova Boosts")).toBeVisible();
      for (const text of expected.texts) await expect(canvas.getByText(text)).toBeVisible();
      if (expected.alert) {
        await expect(canvas.getByRole("alert")).toHaveTextContent(expected.alert);
        await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
      } else {
        await expect(canvas.queryByRole("alert")).toBeNull();
      }
      if (expected.button) {
        const button = canvas.getByRole("button", { name: expected.button });
        await expect(button).toHaveAttribute("type", "submit");
        const form = button.closest("form");
        await expect(form).toHaveAttribute("method", "post");
        await expect(form?.getAttribute("action")).toBe(
          view.kind === "open" ? `${FORM_ACTION}/${TOKEN}${lang}` : `${FORM_ACTION}${lang}`,
        );
      } else {
        await expect(canvas.queryByRole("button")).toBeNull();
      }
      if (expected.link) {
        await expect(canvas.getByRole("link", { name: expected.link.name })).toHaveAttribute(
          "href",
          expected.link.href,
        );
      }
      const languages = canvas.queryByRole("navigation");
      if (view.kind === "list") {
        // The list answers the link's button: a `?lang=` link there would open the spent link.
        await expect(languages).toBeNull();
      } else {
        await expect(languages).not.toBeNull();
      }
      await expectNoSidewaysScroll();
    },
  };
}

/** The story on a phone: the same words in the narrowest column, nothing running out sideways. */
function onPhone(story: Story, name: string): Story {
  return { ...story, name, globals: { viewport: { value: "mobile375" } } };
}

const EN_FORM: Expected = {
  title: "Find my order",
  texts: ["Type the email address you ordered with: we will send you a link to your orders at Nova Boosts."],
  button: "Send me the link",
};
const DE_FORM: Expected = {
  title: "Meine Bestellung finden",
  texts: [
    "Gib die E-Mail-Adresse deiner Bestellung ein: Wir senden dir einen Link zu deinen Bestellungen bei Nova Boosts.",
  ],
  button: "Link zusenden",
};

/** The form: the email field, labelled, and the button. */
export const Form: Story = {
  ...stateStory({ kind: "form" }, "en", EN_FORM),
  play: async (context) => {
    await stateStory({ kind: "form" }, "en", EN_FORM).play?.(context);
    const email = within(context.canvasElement).getByLabelText("Email address");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("name", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
  },
};
export const FormGerman: Story = { ...stateStory({ kind: "form" }, "de", DE_FORM), name: "Form, German" };
export const FormGermanOnPhone = onPhone(FormGerman, "Form, German, on a phone");

const SENT = { kind: "sent" } as const;
const EN_SENT: Expected = {
  title: "Check your inbox",
  texts: [
    "If this address has orders at Nova Boosts, a link to them is on its way. It works once, within 15 minutes.",
  ],
};
/** The answer to the form: the same words whether or not the email has orders, read out as a status. */
export const Sent: Story = {
  ...stateStory(SENT, "en", EN_SENT),
  play: async (context) => {
    await stateStory(SENT, "en", EN_SENT).play?.(context);
    await expect(within(context.canvasElement).getByRole("status")).toHaveTextContent(/^If this address/);
  },
};
export const SentGerman: Story = {
  ...stateStory(SENT, "de", {
    title: "Sieh in deinem Posteingang nach",
    texts: [
      "Wenn diese Adresse Bestellungen bei Nova Boosts hat, ist ein Link dorthin unterwegs. Er funktioniert einmal, 15 Minuten lang.",
    ],
  }),
  name: "Sent, German",
};
export const SentGermanOnPhone = onPhone(SentGerman, "Sent, German, on a phone");

const INVALID = { kind: "form", email: "kaeufer@example", error: "invalidEmail" } as const;
/** A malformed email: the form again with what was typed, and the error under the field. */
export const InvalidEmail: Story = {
  ...stateStory(INVALID, "en", { ...EN_FORM, alert: "Please enter a valid email address." }),
  name: "Error: invalid email",
  play: async (context) => {
    await stateStory(INVALID, "en", { ...EN_FORM, alert: "Please enter a valid email address." }).play?.(
      context,
    );
    await expect(within(context.canvasElement).getByLabelText("Email address")).toHaveValue(
      "kaeufer@example",
    );
  },
};
export const InvalidEmailGerman: Story = {
  ...stateStory(INVALID, "de", { ...DE_FORM, alert: "Bitte gib eine gültige E-Mail-Adresse ein." }),
  name: "Error: invalid email, German",
};
export const InvalidEmailGermanOnPhone = onPhone(
  InvalidEmailGerman,
  "Error: invalid email, German, on a phone",
);

const TOO_MANY = { kind: "tooMany", wait: 15 } as const;
/** Too many requests from this address or for this email: the wait in minutes, and the form to try later. */
export const TooMany: Story = {
  ...stateStory(TOO_MANY, "en", {
    ...EN_FORM,
    alert: "Too many requests. Please wait 15 minutes and try again.",
  }),
  name: "Error: rate-limited",
};
export const TooManyGerman: Story = {
  ...stateStory(TOO_MANY, "de", {
    ...DE_FORM,
    alert: "Zu viele Anfragen. Bitte warte 15 Minuten und versuche es erneut.",
  }),
  name: "Error: rate-limited, German",
};
export const TooManyGermanOnPhone = onPhone(TooManyGerman, "Error: rate-limited, German, on a phone");

const OPEN = { kind: "open", token: TOKEN } as const;
/** The mailed link opened: a button, since opening alone must not spend it (mail scanners open links). */
export const LinkOpened: Story = {
  ...stateStory(OPEN, "en", {
    title: "Your orders",
    texts: ["This link works once. Show your orders now?"],
    button: "Show my orders",
  }),
  name: "Link opened",
};
export const LinkOpenedGerman: Story = {
  ...stateStory(OPEN, "de", {
    title: "Deine Bestellungen",
    texts: ["Dieser Link funktioniert nur einmal. Deine Bestellungen jetzt anzeigen?"],
    button: "Meine Bestellungen anzeigen",
  }),
  name: "Link opened, German",
};
export const LinkOpenedGermanOnPhone = onPhone(LinkOpenedGerman, "Link opened, German, on a phone");

const LIST = { kind: "list", orders: ORDERS } as const;
const EN_LIST = stateStory(LIST, "en", {
  title: "Your orders at Nova Boosts",
  texts: ["#NB-2041", "1 Month Boosts", "Delivered", "3 Month Boosts", "1,400", "Partly delivered"],
  link: { name: "View status: #NB-1977", href: `/api/${GUILD}/order/NB-1977/status?lang=en` },
});
/** The customer's orders: each one's number, date (UTC), type, amount, status and its status page. */
export const OrderList: Story = {
  ...EN_LIST,
  name: "Order list",
  play: async (context) => {
    await EN_LIST.play?.(context);
    const items = within(context.canvasElement).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      /^Order#NB-2041DateJan 15, 2026, 11:20\sAM UTCType1 Month BoostsAmount14StatusDeliveredView status$/,
    );
  },
};
export const OrderListGerman: Story = {
  ...stateStory(LIST, "de", {
    title: "Deine Bestellungen bei Nova Boosts",
    texts: ["#NB-2041", "1-Monats-Boosts", "Geliefert", "3-Monats-Boosts", "1.400", "Teilweise geliefert"],
    link: { name: "Status ansehen: #NB-1977", href: `/api/${GUILD}/order/NB-1977/status?lang=de` },
  }),
  name: "Order list, German",
};
export const OrderListGermanOnPhone = onPhone(OrderListGerman, "Order list, German, on a phone");

/** A link for an email without orders in this store (its orders were removed since). */
export const OrderListEmpty: Story = {
  ...stateStory({ kind: "list", orders: [] }, "en", {
    title: "Your orders at Nova Boosts",
    texts: ["No orders for this email address yet."],
  }),
  name: "Order list, empty",
};

const EN_AGAIN = { name: "Ask for a new link", href: `${FORM_ACTION}?lang=en` };
const DE_AGAIN = { name: "Neuen Link anfordern", href: `${FORM_ACTION}?lang=de` };
/** A link older than 15 minutes (or unknown): what happened, and the way to a new one. */
export const LinkExpired: Story = {
  ...stateStory({ kind: "expired" }, "en", {
    title: "This link has expired",
    texts: ["A link works for 15 minutes. Ask for a new one."],
    link: EN_AGAIN,
  }),
  name: "Link expired",
};
export const LinkExpiredGerman: Story = {
  ...stateStory({ kind: "expired" }, "de", {
    title: "Dieser Link ist abgelaufen",
    texts: ["Ein Link funktioniert 15 Minuten lang. Fordere einen neuen an."],
    link: DE_AGAIN,
  }),
  name: "Link expired, German",
};
export const LinkExpiredGermanOnPhone = onPhone(LinkExpiredGerman, "Link expired, German, on a phone");

/** A link pressed before: it works once. */
export const LinkUsed: Story = {
  ...stateStory({ kind: "used" }, "en", {
    title: "This link was already used",
    texts: ["A link works once. Ask for a new one."],
    link: EN_AGAIN,
  }),
  name: "Link used",
};
export const LinkUsedGerman: Story = {
  ...stateStory({ kind: "used" }, "de", {
    title: "Dieser Link wurde schon benutzt",
    texts: ["Ein Link funktioniert nur einmal. Fordere einen neuen an."],
    link: DE_AGAIN,
  }),
  name: "Link used, German",
};
export const LinkUsedGermanOnPhone = onPhone(LinkUsedGerman, "Link used, German, on a phone");

/** The store cannot send mail (no SMTP set up): the form says so before anyone types. */
export const MailOff: Story = {
  ...stateStory({ kind: "form", error: "mailOff" }, "en", {
    ...EN_FORM,
    alert: "This store cannot send emails at the moment.",
  }),
  name: "Error: the store cannot send emails",
};
