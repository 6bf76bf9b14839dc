// The notices feature's pages, for the router (one lazy chunk).
export { NoticeTemplatePage } from "./notice-template-page";
export { StopEmailsPage } from "./stop-emails-page";
