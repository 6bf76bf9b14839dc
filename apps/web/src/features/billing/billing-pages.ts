// The billing pages, one lazy chunk for the router.
export { AccountBillingPage } from "./account-billing-page";
export { SubscriptionSuccessPage } from "./subscription-success-page";
