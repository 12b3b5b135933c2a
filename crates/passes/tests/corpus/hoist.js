run(this, function () {
  'use strict';
  throw new Error('boom');
});
