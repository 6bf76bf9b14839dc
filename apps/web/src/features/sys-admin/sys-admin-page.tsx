import { Tabs } from "radix-ui";
import { DomainsPanel } from "./domains-panel";
import { LeadsPanel } from "./leads-panel";
import { MonitoringPanel } from "./monitoring-panel";
import { OutboxPanel } from "./outbox-panel";
import { ScaleReportsPanel } from "./scale-reports-panel";
import { UsersPanel } from "./users-panel";

const tabTrigger =
  "-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 " +
  "data-[state=active]:border-blue-800 data-[state=active]:text-blue-900";
const tabContent = "pt-6 focus-visible:outline-2 focus-visible:outline-blue-700";

// Radix unmounts hidden tabs, so each panel loads its data only when opened.
const sections = [
  { value: "users", label: "Users", Panel: UsersPanel },
  { value: "domains", label: "Institution domains", Panel: DomainsPanel },
  { value: "monitoring", label: "Monitoring", Panel: MonitoringPanel },
  { value: "outbox", label: "E-mail outbox", Panel: OutboxPanel },
  { value: "leads", label: "Leads", Panel: LeadsPanel },
  { value: "scale-reports", label: "Scale reports", Panel: ScaleReportsPanel },
] as const;

/** /sys-admin: platform operators manage users and plans, watch the app's health, and read the outbox and leads. */
export function SysAdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>System admin · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">System admin</h1>
      <p className="mt-2 text-slate-700">
        Users and their access, institution domains, the app's health (metrics, alerts, error reports), the e-mail
        outbox, the leads and reports of problems with a scale.
      </p>
      <Tabs.Root defaultValue="users" className="mt-8">
        <Tabs.List aria-label="System admin sections" className="flex flex-wrap border-b border-slate-300">
          {sections.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabTrigger}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sections.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className={tabContent}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
