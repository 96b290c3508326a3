import { Check } from "lucide-react";
import { useId, useState } from "react";

export interface FakeCaptchaProps {
  onVerify: (key: string) => void;
  onExpire?: () => void;
  onError?: () => void;
}

export const FAKE_CAPTCHA_KEY = "fake-captcha-key";

/** A stand-in for the captcha widget in stories and tests: ticking the box verifies at once. */
export function FakeCaptcha({ onVerify }: FakeCaptchaProps) {
  const id = useId();
  const [verified, setVerified] = useState(false);
  return (
    <div className="flex h-[65px] items-center justify-between rounded-md border border-border bg-surface-2 px-4">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm text-fg">
        <input
          id={id}
          type="checkbox"
          checked={verified}
          disabled={verified}
          onChange={() => {
            setVerified(true);
            onVerify(FAKE_CAPTCHA_KEY);
          }}
          className="size-5 accent-primary"
        />
        I'm not a robot
      </label>
      {verified ? (
        <span className="flex items-center gap-1 text-xs font-medium text-success">
          <Check aria-hidden="true" className="size-3.5" />
          Verified
        </span>
      ) : (
        <span className="text-xs text-muted">Test captcha</span>
      )}
    </div>
  );
}
