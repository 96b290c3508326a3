import type { Severity } from "@boostdash/api-client/admin/contract";
import { titleCaseAction } from "@boostdash/api-client/admin/rules";
import { useMemo } from "react";
import { SearchInput } from "../../primitives/SearchInput";
import { Select, type SelectOption } from "../../primitives/Select";
import { severities } from "./severity";

export type SeverityFilter = Severity | "all";

export interface LogFilterValues {
  query: string;
  severity: SeverityFilter;
  action: string;
}

const severityOptions: SelectOption[] = [
  { value: "all", label: "All Severities" },
  ...(Object.keys(severities) as Severity[]).map((value) => ({ value, label: severities[value].label })),
];

function isSeverityFilter(value: string): value is SeverityFilter {
  return value === "all" || value in severities;
}

export interface LogFiltersProps {
  values: LogFilterValues;
  onChange: (values: LogFilterValues) => void;
  /** The distinct actions present, sorted. */
  actions: readonly string[];
}

/** Search plus severity and action filters (docs/product.md#admin-logs). */
export function LogFilters({ values, onChange, actions }: LogFiltersProps) {
  const actionOptions = useMemo<SelectOption[]>(
    () => [
      { value: "all", label: "All Actions" },
      ...actions.map((action) => ({ value: action, label: titleCaseAction(action) })),
    ],
    [actions],
  );
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_13rem]">
      <SearchInput
        wrapperClassName="col-span-2 sm:col-span-1"
        aria-label="Search logs"
        placeholder="Search by user, action, details or user ID..."
        value={values.query}
        onChange={(event) => onChange({ ...values, query: event.target.value })}
      />
      <Select
        aria-label="Filter by severity"
        options={severityOptions}
        value={values.severity}
        onValueChange={(value) => {
          if (isSeverityFilter(value)) onChange({ ...values, severity: value });
        }}
      />
      <Select
        aria-label="Filter by action"
        options={actionOptions}
        value={values.action}
        onValueChange={(value) => onChange({ ...values, action: value })}
      />
    </div>
  );
}
