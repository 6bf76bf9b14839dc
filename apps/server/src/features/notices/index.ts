// The notices feature's public entry: the app mounts its routes, the server starts its worker.
export { noticeRoutes, stopEmailRoutes } from "./notice-routes.ts";
export { createNoticeWorker, type NoticeWorker } from "./notice-worker.ts";
