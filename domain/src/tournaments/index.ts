export { bracketSize, seedBracket, seedingOrder, snakePools } from './seeding';
