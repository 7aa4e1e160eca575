/**
 * The API's one way to send an instant: epoch milliseconds as a string (the seed's clients read
 * `createdAt` so). Every resolver that answers a Date field uses it.
 */
export const epochMs = (d: Date) => String(d.getTime());
