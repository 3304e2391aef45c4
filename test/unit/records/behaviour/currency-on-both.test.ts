import { describeCurrencyOn } from "../support/currency-api-modes";

// The currencies on both API versions (the versions between Business Central 17 and 27).
describeCurrencyOn("both", { served: "v2.0", postsPerCreate: 1 });
