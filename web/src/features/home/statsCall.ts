import { STATS_ROUTE, type StatsResponse } from '@aiapp/contracts';
import { callRoute, type CallOptions } from '../../lib/apiCall';

/** The live usage figures, through the stats call's own contract: not the whole route table (bench/README.md, "Web pages"). */
export const getStats = (options: CallOptions): Promise<StatsResponse> =>
  callRoute(STATS_ROUTE, undefined, options) as Promise<StatsResponse>;
