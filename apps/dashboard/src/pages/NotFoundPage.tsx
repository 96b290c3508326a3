import { NotFound } from "@boostdash/ui/feedback/NotFound";
import { useNavigate } from "react-router-dom";
import { usePageTitle } from "../usePageTitle";

/** Any unknown route (docs/product.md#not-found): 404 and Go Back to the previous page. */
export function NotFoundPage() {
  usePageTitle("Page not found");
  const navigate = useNavigate();
  return (
    <main>
      <NotFound onBack={() => navigate(-1)} />
    </main>
  );
}
