// The whole state of the mock backend: every feature's part (its features/<name>/mockState.ts). Types only, below
// the store (store.ts) and every feature's mocks, so the store is typed without importing the mocks back.
import type { AdminMockState } from "../../features/admin/mockState.ts";
import type { AuthMockState } from "../../features/auth/mockState.ts";
import type { BotMockState } from "../../features/bot/mockState.ts";
import type { BugsMockState } from "../../features/bugs/mockState.ts";
import type { CustomCodeMockState } from "../../features/customCode/mockState.ts";
import type { DashboardMockState } from "../../features/dashboard/mockState.ts";
import type { DomainsMockState } from "../../features/domains/mockState.ts";
import type { InsightsMockState } from "../../features/insights/mockState.ts";
import type { IntakeMockState } from "../../features/intake/mockState.ts";
import type { NotificationsMockState } from "../../features/notifications/mockState.ts";
import type { OrdersMockState } from "../../features/orders/mockState.ts";
import type { PublicMockState } from "../../features/public/mockState.ts";
import type { ReplacementsMockState } from "../../features/replacements/mockState.ts";
import type { SessionsMockState } from "../../features/sessions/mockState.ts";
import type { SettingsMockState } from "../../features/settings/mockState.ts";
import type { StockMockState } from "../../features/stock/mockState.ts";
import type { SuggestionsMockState } from "../../features/suggestions/mockState.ts";
import type { TeamMockState } from "../../features/team/mockState.ts";

export type MockState = AuthMockState &
  DashboardMockState &
  PublicMockState &
  CustomCodeMockState &
  DomainsMockState &
  SuggestionsMockState &
  OrdersMockState &
  AdminMockState &
  SettingsMockState &
  BugsMockState &
  BotMockState &
  NotificationsMockState &
  InsightsMockState &
  StockMockState &
  IntakeMockState &
  ReplacementsMockState &
  SessionsMockState &
  TeamMockState;
