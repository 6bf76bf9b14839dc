/** Where a route guard sent the visitor from, so signing in can take them back. */
export interface GuardState {
  from?: string;
}
