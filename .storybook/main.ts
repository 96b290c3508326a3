import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";

const config: StorybookConfig = {
  stories: [
    "./Introduction.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/*/src/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The catalogue opens on the Introduction page (.storybook/Introduction.mdx), not on Storybook's own guide.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react(), tailwindcss()];
    // Monaco's workers (the editor story) are ES module workers, as in apps/dashboard/vite.config.ts.
    viteConfig.worker = { ...viteConfig.worker, format: "es" };
    return viteConfig;
  },
};

export default config;
