// The CRM sync queue's way in (issue 20): features that save, report or notify
// queue their event here, inside their own transaction. Kept apart from
// crm-sync, which reads those features, so no import goes round in a circle.
export { type CrmEventInput, enqueueCrmEvent } from "./enqueue-crm-event.ts";
