// Jest's transform for data files the builds import as JSON (webpack's `type: 'json'` rule for .geojson).
module.exports = {
  process: (source) => ({ code: `module.exports = ${source};` }),
};
