/**
 * Home's figures call, its method and path without its schema: the dashboard's entry sends it while Home's code and
 * the schemas load (`sendEarly`, docs/decisions.md#home-time-to-data). contract.ts's `dashboardRoutes` adds the schema.
 */
export const dashboardPaths = {
  dashboardData: {
    method: "GET",
    path: "/dashboard/fetch-dashboard-data",
    auth: "token",
    permission: "orders.read",
    spec: "GET /dashboard/fetch-dashboard-data",
  },
} as const;
