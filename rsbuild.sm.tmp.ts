import base from './rsbuild.config';
import { mergeRsbuildConfig, type ConfigParams } from '@rsbuild/core';
export default (params: ConfigParams) =>
  mergeRsbuildConfig((base as (p: ConfigParams) => object)(params), { output: { sourceMap: { js: 'source-map' } } });
