import { describeCurrencyOn } from "../support/currency-api-modes";

// The currencies on API v2.0 only (Business Central 28 and later).
describeCurrencyOn("v2.0", { served: "v2.0", postsPerCreate: 1 });
