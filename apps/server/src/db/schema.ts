import { subscriptionStatuses } from "@gradeatlas/contracts/billing";
import type { ColumnType, Generated } from "kysely";

// Kysely's view of the tables. Each migration that adds a table adds it here.

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface ClientErrorReportsTable {
  id: Generated<string>;
  message: string;
  stack: string | null;
  route: string;
  user_agent: string | null;
  context: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, never, never>;
  /** The signed-in user who sent it; null for a visitor (migration 0009). */
  reporter_id: ColumnType<string | null, string | null | undefined, string | null>;
}

// Better Auth writes these four (migration 0002); we read them and set role,
// terms and the operator flag.
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  role: string | null;
  full_name: Generated<string>;
  terms_accepted: Generated<boolean>;
  news_opt_in: Generated<boolean>;
  is_operator: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SessionsTable {
  id: string;
  expires_at: Date;
  token: string;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: Date;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

// The statuses we keep (Stripe's, lower case), listed once in the billing contract. Migration 0003 holds the same
// list as a check constraint; stripe-webhook.test.ts proves the two agree.
export { subscriptionStatuses };
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface StripeCustomersTable {
  customer_id: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  deleted_at: Date | null;
}

export interface StripeSubscriptionsTable {
  id: string;
  customer_id: string;
  status: SubscriptionStatus;
  price_id: string | null;
  current_period_end: Date | null;
  manual: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  deleted_at: Date | null;
  plan: ColumnType<"personal" | "institution" | null, "personal" | "institution" | null | undefined>;
  billing_interval: ColumnType<"month" | "year" | null, "month" | "year" | null | undefined>;
  cancel_at_period_end: Generated<boolean>;
  /** The `created` time of the Stripe event that last changed this row: older events are ignored. */
  event_created: ColumnType<Date | null, Date | null | undefined>;
  /** Orders events of the same second (features/billing/event-rank.ts). */
  event_rank: Generated<number>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  created: Date;
  received_at: Generated<Date>;
}

export interface StripeInvoicesTable {
  id: string;
  customer_id: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  payment_failed: boolean;
  hosted_invoice_url: string | null;
  created: Date;
  event_created: Date;
  /** Orders events of the same second (features/billing/event-rank.ts). */
  event_rank: Generated<number>;
}

/** SPEC §3's view: each user's newest live subscription on a live customer record. */
export interface StripeUserSubscriptionsView {
  user_id: string;
  customer_id: string;
  subscription_id: string;
  status: SubscriptionStatus;
  subscription_status: SubscriptionStatus;
  price_id: string | null;
  plan: "personal" | "institution" | null;
  billing_interval: "month" | "year" | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  manual: boolean;
  created_at: Date;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  status: "stored" | "sent" | "failed";
  error: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface LeadsTable {
  id: Generated<string>;
  email: string;
  source: string;
  context: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface CalculationsTable {
  id: Generated<string>;
  user_id: string;
  title: string | null;
  applicant_name: string | null;
  country: string;
  scale_id: string;
  scale_name: string;
  request: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string, string>;
  course_count: number;
  // numeric columns come back as strings from both drivers
  gpa: ColumnType<string | null, number | null, number | null>;
  us_credits: ColumnType<string, number, number>;
  created_at: ColumnType<Date, never, never>;
  /** The dataset version it was computed with; null when saved before versions were recorded (migration 0015). */
  dataset_version: ColumnType<string | null, string | null | undefined, never>;
  /** The institution it was saved under (migration 0016). */
  institution_id: ColumnType<string | null, string | null | undefined, never>;
  /** A course on it was failed; decided from the engine's result when saved (migration 0017, contracts/insights.ts). */
  has_failed_course: ColumnType<boolean, boolean | undefined, never>;
  /** A course on it was taken more than once (same definitions). */
  has_repeated_course: ColumnType<boolean, boolean | undefined, never>;
  /** The house rules it was converted under, with their version and changes (migration 0018); null when none. */
  house_rules: ColumnType<unknown | null, string | null | undefined, never>;
}

export interface HouseRulesTable {
  institution_id: string;
  rules: ColumnType<unknown, string, string>;
  version: number;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ReadingListItemsTable {
  id: Generated<string>;
  user_id: string;
  kind: "post" | "event" | "country";
  slug: string;
  title: string;
  read: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface MetricsTable {
  id: Generated<string>;
  name: string;
  value: number;
  recorded_at: Date;
  tags: ColumnType<unknown, string, string>;
  metadata: ColumnType<unknown, string, string>;
  /** The signed-in user who sent it; null for a visitor (migration 0009). */
  reporter_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AlertsTable {
  id: Generated<string>;
  rule: string;
  severity: string;
  source: "server" | "client";
  message: string;
  fired_at: ColumnType<Date, Date | undefined, never>;
  /** The signed-in user who sent it; null for a visitor (migration 0009). */
  reporter_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Better Auth's rate-limit rows (migration 0010); times in epoch milliseconds. */
export interface AuthRateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<string | number | bigint, number, number>;
}

/** One fixed window per rule and address (migration 0010; http/rate-limit.ts). */
export interface RequestLimitsTable {
  key: string;
  count: number;
  window_ends_at: ColumnType<string | number | bigint, number, number>;
}

/** Failed sign-ins per address (migration 0010; auth/sign-in-lockout.ts). */
export interface SignInFailuresTable {
  email: string;
  failures: number;
  last_failed_at: ColumnType<string | number | bigint, number, number>;
  locked_until: ColumnType<string | number | bigint | null, number | null, number | null>;
}

/** Institution domains an operator has approved (migration 0011), each an institution's (0016). */
export interface ApprovedDomainsTable {
  domain: string;
  approved_by: string | null;
  approved_at: ColumnType<Date, Date | undefined, never>;
  institution_id: string;
}

export type InstitutionRole = "admin" | "evaluator" | "viewer";

/** Institutions (migration 0016). */
export interface InstitutionsTable {
  id: Generated<string>;
  name: string;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** Memberships someone chose, and removals (migration 0016; access/institution-membership.ts). */
export interface InstitutionMembersTable {
  institution_id: string;
  user_id: string;
  role: InstitutionRole;
  joined_via: "domain" | "invitation" | "founder";
  joined_at: ColumnType<Date, Date | undefined, never>;
  removed_at: Date | null;
}

export interface InstitutionInvitationsTable {
  id: Generated<string>;
  institution_id: string;
  email: string;
  role: InstitutionRole;
  token_hash: string;
  invited_by: string | null;
  created_at: ColumnType<Date, never, never>;
  last_sent_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  revoked_at: Date | null;
}

/** Who did what in an institution (migration 0016; features/institutions/record-audit.ts). */
export interface AuditEventsTable {
  id: Generated<string>;
  institution_id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject: string | null;
  detail: ColumnType<unknown, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Reports of a problem with a grading scale (migration 0014). */
export interface ScaleReportsTable {
  id: Generated<string>;
  country: string;
  scale_id: string;
  scale_name: string;
  grade: string;
  expected: string;
  comment: string;
  reporter_id: string | null;
  reporter_email: string | null;
  state: ColumnType<
    "new" | "confirmed" | "fixed" | "rejected",
    "new" | undefined,
    "new" | "confirmed" | "fixed" | "rejected"
  >;
  reply: string | null;
  replied_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

/** An institution's own scales (migration 0019); each edit is a new row in custom_scale_versions. */
export interface CustomScalesTable {
  id: Generated<string>;
  institution_id: string;
  country: string;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  archived_at: Date | null;
}

export interface CustomScaleVersionsTable {
  scale_id: string;
  version: number;
  definition: ColumnType<unknown, string, never>;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** Issued GPA reports (migration 0021): the bytes as issued, and what the verify page shows. */
export interface GpaReportsTable {
  id: Generated<string>;
  code: string;
  number: string;
  calculation_id: string | null;
  issued_by: string | null;
  institution_id: string | null;
  issuer_name: string;
  evaluator_name: string;
  applicant_initials: string;
  country: string;
  /** numeric comes back from the driver as a string. */
  gpa: ColumnType<string | null, number | null, never>;
  pdf: ColumnType<Uint8Array, Uint8Array, never>;
  sha256: string;
  issued_at: ColumnType<Date, never, never>;
  revoked_at: Date | null;
  revoked_by: string | null;
  revoke_reason: string | null;
}

/** An institution's message to applicants (migration 0022); none saved means the default. */
export interface NoticeTemplatesTable {
  institution_id: string;
  subject: string;
  body: string;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A notice to an applicant: a durable queue row the worker sends (migration 0022, decision 0046). */
export interface NoticesTable {
  id: Generated<string>;
  calculation_id: string;
  institution_id: string | null;
  sender: string;
  sender_name: string;
  sent_by: string | null;
  sent_by_email: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The stop link's token, kept only while the notice waits to be sent (decision 0047). */
  stop_token: string | null;
  stop_token_hash: string;
  state: Generated<"queued" | "accepted" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  smtp_response: string | null;
  accepted_at: Date | null;
  failed_reason: string | null;
  failed_at: Date | null;
  resent_from: string | null;
  /** The issued GPA report sent with it (foreign key from migration 0023). */
  report_id: string | null;
  /** The attached GPA report's number (migration 0023). */
  report_number: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** An applicant's "stop e-mails" from one sender (migration 0022, decision 0047). */
export interface NoticeOptOutsTable {
  sender: string;
  address: string;
  sender_name: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Logos and signatures (migration 0020): the bytes as checked; an SVG's sanitised text, with a PNG rendition. */
export interface BrandingImagesTable {
  id: Generated<string>;
  format: "png" | "jpg" | "svg";
  data: ColumnType<Uint8Array, Uint8Array, never>;
  png: ColumnType<Uint8Array | null, Uint8Array | null, never>;
  width: number;
  height: number;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** An institution's report branding (migration 0020); no row until an admin first saves. */
export interface InstitutionBrandingTable {
  institution_id: string;
  /** Empty: the institution's name is printed. */
  office_name: Generated<string>;
  address: Generated<string>;
  paper_size: Generated<"A4" | "LETTER">;
  logo_id: string | null;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A member's title and signature (migration 0020); institution_id null for a subscriber on their own. */
export interface MemberBrandingTable {
  user_id: string;
  institution_id: string | null;
  title: Generated<string>;
  signature_id: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A CRM connection of an institution (migration 0024, decision 0049). */
export interface CrmConnectionsTable {
  id: Generated<string>;
  institution_id: string;
  kind: "slate_sftp" | "slate_feed" | "salesforce" | "hubspot" | "webhook";
  name: string;
  settings: ColumnType<unknown, string, string>;
  /** AES-256-GCM of the credentials' JSON under CRM_SECRETS_KEY; null when the kind has none. */
  secrets: string | null;
  /** Which secrets are stored, for the UI ("accessToken" set): names only. */
  secret_names: ColumnType<string[], string | undefined, string>;
  mapping: ColumnType<unknown, string, string>;
  events: ColumnType<string[], string, string>;
  state: Generated<"active" | "paused">;
  /** Slate feed: SHA-256 of its token (the token is shown once). */
  feed_token_hash: string | null;
  /** Slate feed: the last delivery `seq` Slate has fetched. */
  feed_cursor: ColumnType<string, string | number | undefined, string | number>;
  created_by: string | null;
  created_by_email: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
}

/** One event on its way to one connection (migration 0024): the durable sync queue. */
export interface CrmDeliveriesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  connection_id: string;
  institution_id: string;
  event: "calculation.saved" | "calculation.updated" | "report.issued" | "student.notified";
  calculation_id: string | null;
  report_id: string | null;
  /** What the log shows for it: the calculation's title or applicant. */
  subject: string | null;
  /** The GradeAtlas fields as first sent, so every retry sends the same (null until the first try). */
  record: ColumnType<unknown, string | null | undefined, string | null>;
  state: Generated<"queued" | "delivered" | "dead">;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  last_status: number | null;
  remote_id: string | null;
  delivered_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  client_error_reports: ClientErrorReportsTable;
  users: UsersTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  stripe_customers: StripeCustomersTable;
  stripe_subscriptions: StripeSubscriptionsTable;
  stripe_events: StripeEventsTable;
  stripe_invoices: StripeInvoicesTable;
  stripe_user_subscriptions: StripeUserSubscriptionsView;
  email_outbox: EmailOutboxTable;
  leads: LeadsTable;
  calculations: CalculationsTable;
  reading_list_items: ReadingListItemsTable;
  metrics: MetricsTable;
  alerts: AlertsTable;
  auth_rate_limits: AuthRateLimitsTable;
  request_limits: RequestLimitsTable;
  sign_in_failures: SignInFailuresTable;
  approved_domains: ApprovedDomainsTable;
  scale_reports: ScaleReportsTable;
  institutions: InstitutionsTable;
  institution_members: InstitutionMembersTable;
  institution_invitations: InstitutionInvitationsTable;
  audit_events: AuditEventsTable;
  custom_scales: CustomScalesTable;
  custom_scale_versions: CustomScaleVersionsTable;
  house_rules: HouseRulesTable;
  gpa_reports: GpaReportsTable;
  branding_images: BrandingImagesTable;
  institution_branding: InstitutionBrandingTable;
  member_branding: MemberBrandingTable;
  notice_templates: NoticeTemplatesTable;
  notices: NoticesTable;
  notice_opt_outs: NoticeOptOutsTable;
  crm_connections: CrmConnectionsTable;
  crm_deliveries: CrmDeliveriesTable;
}
