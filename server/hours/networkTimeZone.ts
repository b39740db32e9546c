/**
 * The zone the network's own widgets (the health, dental and service-request forms before a lead
 * is routed) count their funnel days in, and the zone of the network's Funnel page: the demo
 * partners are all in California, so their days and the network's agree. A clinic's own widgets
 * count in the clinic's zone (hoursOf).
 */
export const NETWORK_TIME_ZONE = 'America/Los_Angeles'
