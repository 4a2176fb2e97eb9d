import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The API client checks every answer against the contract in tests, loading the schemas on its first
// call; loaded here, a test's first call does not spend the time its waits allow on that.
import './lib/check-answer.ts';

afterEach(() => cleanup());
