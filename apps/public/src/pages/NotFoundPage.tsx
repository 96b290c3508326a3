import { NotFound } from "@boostdash/ui/feedback/NotFound";
import { useNavigate } from "react-router-dom";

/** Any other path: 404 with Go Back to the previous page. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Page not found</title>
      <NotFound onBack={() => navigate(-1)} />
    </>
  );
}
