import { formatNumber } from "@boostdash/api-client/core/format";
import type { GenerateKeysRequest } from "@boostdash/api-client/stock/contract";
import { GENERATE_MAX, GENERATED_KEY_BITS, STOCK_FILES } from "@boostdash/api-client/stock/keyRules";
import { Download, KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { CopyButton } from "../../primitives/CopyButton";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from "../../primitives/Dialog";
import { Label } from "../../primitives/Label";
import { Notice } from "../../primitives/Notice";
import { Select } from "../../primitives/Select";
import { Textarea } from "../../primitives/Textarea";
import { stockOptions } from "./AddKeysDialog";
import { NumberField } from "./NumberField";

export interface GenerateKeysDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  generating: boolean;
  /** The keys the server made and added; undefined when it failed (the app has toasted). */
  onGenerate: (body: GenerateKeysRequest) => Promise<string[] | undefined>;
  /** Saves the generated keys as a file (`KEY,AMOUNT,STOCK` lines). */
  onDownload: (filename: string, text: string) => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /** Stories: the keys just generated. */
  initialKeys?: readonly string[];
}

/** N random keys of 100 bits, made by the server, shown here once with Copy and Download. */
export function GenerateKeysDialog({
  open,
  onOpenChange,
  generating,
  onGenerate,
  onDownload,
  onCopied,
  onCopyFailed,
  initialKeys,
}: GenerateKeysDialogProps) {
  const id = useId();
  const [count, setCount] = useState("10");
  const [amount, setAmount] = useState("14");
  const [stock, setStock] = useState<string>(STOCK_FILES[0]);
  const [made, setMade] = useState<{ keys: readonly string[]; amount: string; stock: string } | undefined>(
    initialKeys ? { keys: initialKeys, amount, stock } : undefined,
  );
  const countOk = /^\d{1,4}$/.test(count) && Number(count) >= 1 && Number(count) <= GENERATE_MAX;
  const amountOk = /^\d{1,9}$/.test(amount) && Number(amount) >= 1;
  const lines = made ? made.keys.map((k) => `${k},${made.amount},${made.stock}`).join("\n") : "";

  async function generate() {
    if (!countOk || !amountOk || generating) return;
    const keys = await onGenerate({
      count: Number(count),
      amount: Number(amount),
      stock: stock as (typeof STOCK_FILES)[number],
    });
    if (keys) setMade({ keys, amount, stock });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (generating && !next) return;
        // Shown once: closing forgets them.
        if (!next) setMade(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl" hideClose={generating}>
        <DialogHeading
          title="Generate Redeem Keys"
          description={
            <>
              Random keys of {GENERATED_KEY_BITS} bits: nobody can guess one. They are added to your store at
              once.
            </>
          }
        />
        {made ? (
          <div className="flex flex-col gap-3">
            <Notice tone="warning" icon={KeyRound} title={`${formatNumber(made.keys.length)} keys generated`}>
              <p className="text-fg">
                Copy or download them now: this is the only time they are shown together.
              </p>
            </Notice>
            <Label htmlFor={`${id}-made`}>Generated keys</Label>
            <Textarea id={`${id}-made`} readOnly value={lines} rows={8} className="font-mono text-sm" />
            <div className="flex flex-wrap gap-2">
              <CopyButton
                value={lines}
                label="Copy keys"
                variant="secondary"
                size="sm"
                onCopied={onCopied}
                onError={onCopyFailed}
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onDownload("redeem-keys.txt", `${lines}\n`)}
              >
                <Download aria-hidden="true" />
                Download
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              label="How many"
              id={`${id}-count`}
              hint={<>1 to {formatNumber(GENERATE_MAX)}</>}
              value={count}
              valid={countOk}
              onChange={setCount}
            />
            <NumberField
              label="Amount each"
              id={`${id}-amount`}
              value={amount}
              valid={amountOk}
              onChange={setAmount}
            />
            <Select label="Stock" value={stock} onValueChange={setStock} options={stockOptions} />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={generating}>
              {made ? "Done" : "Cancel"}
            </Button>
          </DialogClose>
          {made ? null : (
            <Button
              onClick={generate}
              disabled={!countOk || !amountOk}
              busy={generating}
              busyLabel="Generating..."
            >
              Generate
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
