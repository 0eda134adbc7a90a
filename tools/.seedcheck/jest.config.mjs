import { jestConfig } from '../../jest.preset.mjs';
export default jestConfig({ rootDir: '/work/main/tools/.seedcheck', testMatch: ['<rootDir>/*.check.ts'] });
