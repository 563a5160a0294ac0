/** English text of the vehicle data (as the seed and the feeds write it) → its text in one language. */
export type VehiclePhrases = Readonly<Record<string, string>>;
