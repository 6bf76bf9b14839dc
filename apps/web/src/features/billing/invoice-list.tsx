import type { Invoice } from "@gradeatlas/contracts/billing";
import { ExternalIcon } from "../../components/ui/icons";
import { Timestamp } from "../../components/ui/timestamp";
import { invoiceStatusLabel, money } from "./billing-labels";

/** The latest invoices, each linking to its page on Stripe (to view, download or pay it). */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <section aria-labelledby="billing-invoices" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="billing-invoices" className="text-xl font-semibold text-slate-900">
        Invoices
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3">
            <div>
              <p className="font-medium text-slate-900">
                <Timestamp iso={invoice.created} withTime={false} /> · {money(invoice.amount, invoice.currency)}
              </p>
              <p className="text-sm text-slate-700">{invoiceStatusLabel(invoice)}</p>
            </div>
            {invoice.hostedInvoiceUrl ? (
              <a
                href={invoice.hostedInvoiceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-blue-800 underline hover:text-blue-900"
              >
                Invoice {invoice.number ?? ""}
                <ExternalIcon className="size-4" />
                <span className="sr-only">(opens on Stripe in a new tab)</span>
              </a>
            ) : (
              <span className="text-sm text-slate-700">Invoice {invoice.number ?? ""}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
