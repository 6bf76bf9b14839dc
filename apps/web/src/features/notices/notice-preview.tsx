import { type NoticeTemplate, type NoticeValues, renderNotice } from "@gradeatlas/contracts/notices";

/**
 * The message as the applicant will read it: the contracts' renderNotice,
 * the same function the server sends with. The stop link is added on sending.
 */
export function NoticePreview({
  template,
  values,
  label,
}: {
  template: NoticeTemplate;
  values: NoticeValues;
  label: string;
}) {
  const message = renderNotice(template, values);
  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Subject:</span> {message.subject}
      </p>
      <pre className="mt-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-900">{message.text}</pre>
      <p className="mt-3 border-t border-slate-200 pt-2 text-xs text-slate-700">
        Every message ends with a link that lets the applicant stop e-mails from you.
      </p>
    </section>
  );
}
