/**
 * Shared set-up for unit and component tests.
 */
import '@testing-library/jest-dom';
