import { EmptyState } from "@boostdash/ui/primitives/EmptyState";
import { PageHeader } from "@boostdash/ui/primitives/PageHeader";
import { Construction } from "lucide-react";
import { usePageTitle } from "../usePageTitle";

export interface ComingSoonPageProps {
  title: string;
  subtitle: string;
}

/** Holds a dashboard route until its screen lands ("Dashboard work screens"). */
export function ComingSoonPage({ title, subtitle }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState
        icon={<Construction />}
        title="Coming soon"
        description={`${title} is on its way. Everything else in the dashboard is ready to use.`}
      />
    </div>
  );
}
