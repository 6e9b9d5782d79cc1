import { EntityList } from './db/data-source';

/** Every TypeORM entity of the service (the data source's list; see README, "Data layer"). */
export const ENTITIES: EntityList = [];
