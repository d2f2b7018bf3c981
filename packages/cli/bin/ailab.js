console.log('ailab');
