/**
 * The range calculator's data route (catalogue, "Range calculator": `json_url`):
 * `GET /api/range-calculator?url=<json_url>` answers `{ data: RangeData }` (domain/range-calculator),
 * the JSON read by the server from this server or an allowed host. The seeded demo JSON is
 * `GET /api/range-calculator/demo/ranges.json`.
 */
export const RANGE_CALCULATOR_PATH = '/api/range-calculator';
export const RANGE_DEMO_PATH = '/api/range-calculator/demo/ranges.json';
