import { describeCurrencyOn } from "../support/currency-api-modes";

// The currencies on API v1.0 only (Business Central 15 and 16).
describeCurrencyOn("v1.0", { served: "v1.0", postsPerCreate: 2 });
