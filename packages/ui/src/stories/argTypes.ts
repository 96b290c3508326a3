/** Story helper: the docs table's row for a variant prop (`tone`, `size`): a select of its values, its default named. */
export function variantArgType(description: string, options: readonly string[], defaultValue: string) {
  return {
    description,
    control: "select" as const,
    options,
    table: { defaultValue: { summary: defaultValue } },
  };
}
