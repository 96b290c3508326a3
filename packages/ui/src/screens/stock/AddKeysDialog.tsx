import { formatNumber } from "@boostdash/api-client/core/format";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import type { AddKeysRequest } from "@boostdash/api-client/stock/contract";
import { KEYS_PER_ADD, parseKeyLines, STOCK_FILES } from "@boostdash/api-client/stock/keyRules";
import { FileUp, TriangleAlert } from "lucide-react";
import { type ChangeEvent, useId, useMemo, useState } from "react";
import { Button } from "../../primitives/Button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from "../../primitives/Dialog";
import { Field } from "../../primitives/Field";
import { Notice } from "../../primitives/Notice";
import { Select } from "../../primitives/Select";
import { Textarea } from "../../primitives/Textarea";
import { NumberField } from "./NumberField";

export const stockOptions = STOCK_FILES.map((s) => ({ value: s, label: formatStockName(s) }));

/** Before the add: the same warning the server gives after it, in the future tense. */
function guessableNote(keys: readonly string[]): string {
  const shown = keys.slice(0, 3).join(", ");
  const more = keys.length > 3 ? ", ..." : "";
  return `${formatNumber(keys.length)} ${keys.length === 1 ? "key looks" : "keys look"} easy to guess (${shown}${more}). They can be added; random keys (Generate) cannot be guessed.`;
}

export interface AddKeysDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Keys the store already has: such a line is an error, since the add is all or nothing. */
  existing: ReadonlySet<string>;
  adding: boolean;
  /** Resolves true once the server added them all (the dialog then closes and clears). */
  onAdd: (body: AddKeysRequest) => Promise<boolean>;
  /** Stories: the text already pasted. */
  initialText?: string;
}

/**
 * Adds keys by pasting lines or choosing a .txt/.csv file, `KEY` or `KEY,AMOUNT,STOCK` as `add-keys` reads them.
 * A preview counts the keys and lists every bad line; nothing is added while one line is bad.
 */
export function AddKeysDialog({
  open,
  onOpenChange,
  existing,
  adding,
  onAdd,
  initialText = "",
}: AddKeysDialogProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [amount, setAmount] = useState("14");
  const [stock, setStock] = useState<string>(STOCK_FILES[0]);
  const [fileName, setFileName] = useState<string>();
  const amountOk = /^\d{1,9}$/.test(amount) && Number(amount) >= 1;
  const parsed = useMemo(
    () =>
      parseKeyLines(
        text,
        { amount: amountOk ? Number(amount) : 1, stock },
        { knownStocks: STOCK_FILES, exists: (k) => existing.has(k) },
      ),
    [text, amount, amountOk, stock, existing],
  );
  const tooMany = parsed.keys.length > KEYS_PER_ADD;
  const canAdd = amountOk && parsed.keys.length > 0 && parsed.errors.length === 0 && !tooMany;

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
    event.target.value = "";
  }

  async function add() {
    if (!canAdd || adding) return;
    const ok = await onAdd({
      keys: parsed.keys.map((k) => ({
        key: k.key,
        amount: k.amount,
        stock: k.stock as (typeof STOCK_FILES)[number],
      })),
    });
    if (ok) {
      setText("");
      setFileName(undefined);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (adding && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl" hideClose={adding}>
        <DialogHeading
          title="Add Redeem Keys"
          description={
            <>
              One key per line: <code className="font-mono">KEY</code> or{" "}
              <code className="font-mono">KEY,AMOUNT,STOCK</code>. Keys are at least 8 characters.
            </>
          }
        />
        <div className="flex flex-col gap-4">
          <Field label="Keys" id={`${id}-text`}>
            {(control) => (
              <Textarea
                {...control}
                value={text}
                rows={6}
                spellCheck={false}
                className="font-mono text-sm"
                placeholder={"7KQ2M-9XW4T-HB3NP-ZR6CV\nA1B2C-D3E4F-G5H6J-K7M8N,28,threeMonthBoosts.txt"}
                onChange={(e) => {
                  setText(e.target.value);
                  setFileName(undefined);
                }}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="secondary" size="sm">
              <label htmlFor={`${id}-file`} className="cursor-pointer">
                <FileUp aria-hidden="true" />
                Choose .txt or .csv file
              </label>
            </Button>
            <input
              id={`${id}-file`}
              type="file"
              accept=".txt,.csv,text/plain,text/csv"
              className="sr-only"
              onChange={chooseFile}
            />
            {fileName ? <span className="text-sm text-muted">{fileName}</span> : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Amount for lines without one"
              id={`${id}-amount`}
              value={amount}
              valid={amountOk}
              onChange={setAmount}
            />
            <Select
              label="Stock for lines without one"
              value={stock}
              onValueChange={setStock}
              options={stockOptions}
            />
          </div>

          <section aria-label="Preview" className="flex flex-col gap-2" data-testid="add-preview">
            <p className="text-sm font-medium text-fg" role="status">
              {parsed.keys.length === 0 && parsed.errors.length === 0
                ? "Paste keys or choose a file to see a preview."
                : `${formatNumber(parsed.keys.length)} ${parsed.keys.length === 1 ? "key" : "keys"} ready, ${formatNumber(parsed.errors.length)} ${parsed.errors.length === 1 ? "line" : "lines"} with errors`}
            </p>
            {parsed.errors.length > 0 ? (
              <Notice
                tone="danger"
                icon={TriangleAlert}
                title="Nothing is added while a line has an error"
                role="alert"
              >
                <ul className="max-h-40 overflow-y-auto text-fg" aria-label="Lines with errors">
                  {parsed.errors.slice(0, 100).map((e) => (
                    <li key={e.line}>
                      Line {e.line}: <span className="font-mono">{e.text.slice(0, 40)}</span> — {e.message}
                    </li>
                  ))}
                  {parsed.errors.length > 100 ? (
                    <li>… and {formatNumber(parsed.errors.length - 100)} more</li>
                  ) : null}
                </ul>
              </Notice>
            ) : null}
            {tooMany ? (
              <Notice tone="danger" icon={TriangleAlert} title="Too many keys at once">
                <p className="text-fg">At most {formatNumber(KEYS_PER_ADD)} keys in one add.</p>
              </Notice>
            ) : null}
            {parsed.lowEntropy.length > 0 && parsed.errors.length === 0 ? (
              <Notice tone="warning" icon={TriangleAlert} title="Easy to guess">
                <p className="text-fg">{guessableNote(parsed.lowEntropy)}</p>
              </Notice>
            ) : null}
          </section>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={adding}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={add} disabled={!canAdd} busy={adding} busyLabel="Adding...">
            {parsed.keys.length > 0
              ? `Add ${formatNumber(parsed.keys.length)} ${parsed.keys.length === 1 ? "Key" : "Keys"}`
              : "Add Keys"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
