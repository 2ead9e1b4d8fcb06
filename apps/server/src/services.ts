import type { SERVER_AREAS } from './areas.ts';
import type { PlatformServices } from './platform/area.ts';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The services the areas build, by name, inferred from their declarations. */
export type AreaServices = UnionToIntersection<ReturnType<(typeof SERVER_AREAS)[number]['services']>>;

/** Everything a route handler may call: the platform's machinery and every area's services. */
export type Services = PlatformServices & AreaServices;
