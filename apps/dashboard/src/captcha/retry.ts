import { CAPTCHA_LOAD_RETRIES } from "@boostdash/api-client/auth/rules";

/** Runs `load`, retrying a failure at most `retries` times (docs/product.md#captcha: captcha load retries at most 2). */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  retries: number = CAPTCHA_LOAD_RETRIES,
  delayMs = 400,
): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}
